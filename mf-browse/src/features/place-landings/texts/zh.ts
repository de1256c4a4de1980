import type { TranslationTree } from '@gbx/shared';

/** The location landings in Simplified Chinese (same keys as en.ts). */
export const zh: TranslationTree = {
  shop: {
    title: '在您的城市购物',
    pageTitle: '就近购物：{{place}}，{{country}}',
    eyebrow: '本地购物',
    heading: '就近购物：<place>{{place}}，{{country}}</place>',
    headingUnknown: '就近购物：<place>您的城市</place>',
    lead: '位于您所在城市和邮政编码区域的商品与商家，轻点几下即可送到家门口。',
  },
  province: {
    title: '在您的州或省购物',
    pageTitle: '本地区购物：{{place}}，{{country}}',
    eyebrow: '区域购物',
    heading: '本地区购物：<place>{{place}}，{{country}}</place>',
    headingUnknown: '本地区购物：<place>您的州或省</place>',
    lead: '位于您所在州或省的商品与商家。',
  },
  locatedNearYou: '您附近',
  popularNearYou: '您附近的热门',
  productsLocatedIn: '所在地商品',
  vendorsLocatedIn: '所在地商家',
  unknownPlace: {
    city: '您的城市',
    postal: '您的邮政编码',
    state: '您的州或省',
  },
  postalCode: '邮政编码 {{code}}',
  popularProducts: '热门商品',
  popularProductsNote: '您附近的人最常浏览的商品',
  popularCategories: '热门类别',
  popularCategoriesNote: '您附近的人常购的类别',
};
