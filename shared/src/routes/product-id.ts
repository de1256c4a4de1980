/** The API's pattern of a product id in the path: anything else cannot be a product. */
export function readProductId(param: string | undefined): string | null {
  const id = (param ?? '').trim();
  return /^[A-Za-z0-9_-]{1,40}$/.test(id) ? id : null;
}
