import type { TranslationTree } from '@gbx/shared';

export const zh: TranslationTree = {
  tagline: '全球网上商店',
  serverName: 'GBX Marketplace',
  flagAlt: '{{country}}国旗',
  welcome: '欢迎来到 GBX Marketplace——商业与便利的互联网',
  cookieText:
    '我们使用 Cookie 来运营本交易平台：Cookie 会记住您的语言和所在位置，让您保持登录状态，并使我们能够以您的本地货币显示每一个价格。点击“同意”即表示您接受我们的<privacy>隐私政策</privacy>和<terms>使用条款</terms>。',
  agree: '同意',
  disagree: '不同意',
  tiles: '您可以在这里做什么',
  findProduct: '查找您的商品',
  findService: '查找您的服务',
  findPromotion: '查找您的促销活动',
  refusalTitle: 'Cookie 使用同意',
  refusal: '如需继续使用我们的服务，请点击“同意”以接受隐私政策',
  close: '关闭',
};
