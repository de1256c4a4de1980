import type { TranslationTree } from '@gbx/shared';
import { common } from '../../../i18n/common/zh';

/** The texts of the login page (§2.12) in Chinese (same keys as en.ts). */
export const zh: TranslationTree = {
  common,
  login: {
    title: '登录',
    intro: '登录您的 GBX Marketplace 买家账户，即可使用购物车、心愿单并联系卖家。',
    email: '电子邮箱',
    password: '密码',
    remember: '记住我',
    submit: '登录',
    submitting: '正在登录…',
    forgot: '忘记密码',
    terms: '登录即表示您接受我们的<terms>条款和条件</terms>。',
    register: '初次使用 GBX Marketplace？<register>注册为买家</register>',
    somethingWrong: '出了点问题，请重试',
    errors: {
      emailRequired: '请输入您的电子邮箱。',
      emailInvalid: '请输入有效的电子邮箱，例如 name@example.com。',
      passwordRequired: '请输入您的密码。',
    },
  },
};
