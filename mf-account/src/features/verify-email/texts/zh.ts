import type { TranslationTree } from '@gbx/shared';
import { common } from '../../../i18n/common/zh';

/** The texts of the e-mail verification page (§2.14) in Chinese (same keys as en.ts). */
export const zh: TranslationTree = {
  common,
  verify: {
    title: '邮箱验证',
    progress: '正在验证邮箱',
    successTitle: '成功',
    verified: '您的电子邮箱已验证，现在可以登录。',
    failed: '无法通过此链接验证您的电子邮箱。',
    unreachable: '无法连接服务器来验证您的电子邮箱，请重试。',
    login: '登录',
  },
};
