import { defineMessages } from '../i18n/defineMessages.ts';

/** Product classes (categories). */
export const productClassMessages = defineMessages(
  {
    'error.productClassInUse': 'This class still has sub-classes or products and cannot be deleted',
    'field.nameZh': 'Chinese name',
    'field.parentClass': 'Parent class',
    'validation.productClassLeaf': 'Choose a category of the second level',
    'validation.productClassParentLevel': 'A parent class must be a top-level class',
    'validation.productClassParentSelf': 'A class cannot be its own parent',
    'validation.productClassParentHasProducts': 'This class has products; sub-classes cannot be added under it',
    'validation.productClassHasChildren': 'A class with sub-classes stays top-level',
  },
  {
    'error.productClassInUse': '该品类下仍有子品类或产品，不能删除',
    'field.nameZh': '中文名称',
    'field.parentClass': '上级品类',
    'validation.productClassLeaf': '请选择二级品类',
    'validation.productClassParentLevel': '上级品类须为一级品类',
    'validation.productClassParentSelf': '品类不能以自身为上级',
    'validation.productClassParentHasProducts': '该品类下已有产品，不能添加子品类',
    'validation.productClassHasChildren': '有子品类的品类只能是一级品类',
  },
);
