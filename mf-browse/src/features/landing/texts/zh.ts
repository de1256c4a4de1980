import type { TranslationTree } from '@gbx/shared';

export const zh: TranslationTree = {
  title: '全球网上商店',
  tagline: '天下好店，送到您家门口',
  lead: '来自各国商家的商品，每个价格均以商家货币、美元和您的货币显示。',
  logo: 'GBX Marketplace：市场首页',
  shopIn: '在{{city}}购物',
  nearMe: '搜索您所在位置的商品',
  liveCount_other: '来自全球商家的 <n>{{value}}</n> 件商品',
  liveNote: '实时：每 10 秒更新一次',
  categories: {
    title: '按类别选购',
    lead: '按名称查找类别，或展开类别查看其子类别，最多四级。',
  },
  recent: {
    title: '最近浏览',
    lead: '您最近打开的商品，最新的在前。',
  },
};
