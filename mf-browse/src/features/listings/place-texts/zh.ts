import type { TranslationTree } from '@gbx/shared';

/** The marketplace page, the place results and the vendor store in Chinese (same keys as en.ts). */
export const zh: TranslationTree = {
  marketplace: {
    title: '市场搜索',
    eyebrow: '从{{country}}购物',
    lead: '您可以在{{country}}购买的商品，每件都以商家货币、美元和您的货币显示价格。',
    unknown: '我们不知道名为“{{name}}”的国家。',
  },
  place: {
    pageTitle: '{{name}}的商品',
    heading: '<place>{{name}}</place>的商品',
    eyebrow: '商品结果',
    lead: '商家位于此地的商品。',
    segmentLead: '{{segment}}：{{meaning}}。',
    unknown: '我们不知道名为“{{name}}”的城市、邮政编码、州或国家。',
    kind: {
      city: '{{country}}的城市',
      postal: '{{country}}的邮政编码',
      state: '{{country}}的州或省',
      country: '国家',
    },
  },
  store: {
    title: '商家店铺',
    pageTitle: '欢迎光临{{vendor}}网上商店',
    heading: '欢迎光临<vendor>{{vendor}}</vendor>网上商店',
    lead: '该商家的所有商品，以三种货币显示价格。',
    notFoundTitle: '未找到店铺',
    notFound: '此地址（“{{vendor}}”）没有商家店铺。链接可能已过期，或店铺已关闭。',
    backToMarketplace: '前往市场',
  },
};
