import type { TranslationTree } from '@gbx/shared';

export const hi: TranslationTree = {
  search: {
    label: 'श्रेणी खोजें',
    placeholder: 'श्रेणी लिखें, जैसे Boats',
    listLabel: 'श्रेणी सुझाव',
    found_one: '{{count}} सुझाव: चुनने के लिए तीर कुंजियों से चलें और Enter दबाएँ।',
    found_other: '{{count}} सुझाव: चुनने के लिए तीर कुंजियों से चलें और Enter दबाएँ।',
    noMatch: 'किसी श्रेणी के नाम में “{{text}}” नहीं है।',
  },
  showSubcategories: '{{name}} की उप-श्रेणियाँ',
  loadingLevel: 'श्रेणियाँ लोड हो रही हैं',
  modal: {
    title: 'सभी श्रेणियाँ',
    close: 'बंद करें',
    hint: 'उत्पाद देखने के लिए कोई नाम चुनें, या उसकी उप-श्रेणियाँ खोलने के लिए उसके पास का सूची बटन।',
    categories: 'श्रेणियाँ',
    column1: 'उप-श्रेणी 1',
    column2: 'उप-श्रेणी 2',
    column3: 'उप-श्रेणी 3',
    empty1: 'कोई उप-श्रेणी 1 नहीं',
    empty2: 'कोई उप-श्रेणी 2 नहीं',
    empty3: 'कोई उप-श्रेणी 3 नहीं',
  },
};
