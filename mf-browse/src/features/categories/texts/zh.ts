import type { TranslationTree } from '@gbx/shared';

export const zh: TranslationTree = {
  search: {
    label: '查找类别',
    placeholder: '输入类别，例如 Boats',
    listLabel: '类别建议',
    found_other: '{{count}} 条建议：用方向键移动，按 Enter 选择。',
    noMatch: '没有类别名称包含“{{text}}”。',
  },
  showSubcategories: '{{name}} 的子类别',
  loadingLevel: '正在加载类别',
  modal: {
    title: '全部类别',
    close: '关闭',
    hint: '选择名称查看其商品，或点击旁边的列表按钮打开其子类别。',
    categories: '类别',
    column1: '子类别 1',
    column2: '子类别 2',
    column3: '子类别 3',
    empty1: '无子类别 1',
    empty2: '无子类别 2',
    empty3: '无子类别 3',
  },
};
