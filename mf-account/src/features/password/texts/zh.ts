import type { TranslationTree } from '@gbx/shared';
import { common } from '../../../i18n/common/zh';

/** The texts of the forgot-password and new-password pages (§2.14) in Chinese (same keys as en.ts). */
export const zh: TranslationTree = {
  common,
  login: {
    forgot: '忘记密码',
  },
  forgot: {
    title: '忘记密码',
    intro: '请输入您账户的电子邮箱，我们会向您发送设置新密码的链接。',
    email: '电子邮箱',
    submit: '发送密码重置链接',
    submitting: '正在发送…',
    login: '已有密码？登录',
    errors: {
      emailRequired: '请输入您的电子邮箱。',
      emailInvalid: '请输入有效的电子邮箱，例如 name@example.com。',
    },
  },
  newPassword: {
    title: '新密码',
    intro: '为您的账户选择一个新密码。',
    password: '输入密码',
    confirm: '确认密码',
    submit: '设置新密码',
    submitting: '正在保存…',
    modalTitle: '弹窗标题',
    errors: {
      passwordRequired: '请输入新密码。',
      weakPassword: '请至少使用 8 个字符，并包含大写和小写字母。',
      confirmRequired: '请确认新密码。',
      mismatch: '确认的密码与密码不一致。',
    },
  },
};
