import { describe, expect, it } from 'vitest';
import { breadcrumbList, jsonForScript } from './breadcrumb-list';

describe('breadcrumbList', () => {
  it('numbers the steps from 1 and gives each its address', () => {
    expect(breadcrumbList([{ name: 'Home', to: '/marketplace-home' }, { name: 'Mumbai' }, { name: 'Products', to: '/product-result/Mumbai' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: '/marketplace-home' },
        { '@type': 'ListItem', position: 2, name: 'Mumbai' },
        { '@type': 'ListItem', position: 3, name: 'Products', item: '/product-result/Mumbai' },
      ],
    });
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element nor open a comment, whatever a name holds', () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028';
    const json = jsonForScript({ name });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ name });
  });

  it('leaves other text as it is', () => {
    expect(jsonForScript({ name: 'Île-de-France › مومباي' })).toBe('{"name":"Île-de-France › مومباي"}');
  });
});
