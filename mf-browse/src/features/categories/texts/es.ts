import type { TranslationTree } from '@gbx/shared';

export const es: TranslationTree = {
  search: {
    label: 'Buscar una categoría',
    placeholder: 'Escriba una categoría, p. ej. Boats',
    listLabel: 'Sugerencias de categorías',
    found_one: '{{count}} sugerencia: use las flechas para moverse y Intro para elegir.',
    found_many: '{{count}} sugerencias: use las flechas para moverse e Intro para elegir.',
    found_other: '{{count}} sugerencias: use las flechas para moverse e Intro para elegir.',
    noMatch: 'Ninguna categoría contiene «{{text}}».',
  },
  showSubcategories: 'Subcategorías de {{name}}',
  loadingLevel: 'Cargando categorías',
  modal: {
    title: 'Todas las categorías',
    close: 'Cerrar',
    hint: 'Elija un nombre para ver sus productos, o el botón de lista a su lado para abrir sus subcategorías.',
    categories: 'Categorías',
    column1: 'Subcategoría 1',
    column2: 'Subcategoría 2',
    column3: 'Subcategoría 3',
    empty1: 'Sin subcategoría 1',
    empty2: 'Sin subcategoría 2',
    empty3: 'Sin subcategoría 3',
  },
};
