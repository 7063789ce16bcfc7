import { defineMessages } from '../i18n/defineMessages.ts';

/** Roles of the operator area. */
export const roleMessages = defineMessages(
  {
    'error.roleNameExists': 'A role named "{name}" already exists',
    'error.roleBuiltIn': 'The built-in role "{name}" cannot be deleted',
    'error.roleInUse': 'The role "{name}" is still held by {count} user(s); take it from them first',
    'error.roleMenusUnknown': 'Authorities: these menus do not exist: {ids}',
    'error.rolesUnknown': 'Role: the chosen role does not exist',
    'field.nameEn': 'English name',
    'field.description': 'Description',
    'field.descriptionEn': 'English description',
    'field.menuIds': 'Authorities',
  },
  {
    'error.roleNameExists': '名为“{name}”的角色已存在',
    'error.roleBuiltIn': '内置角色“{name}”不能删除',
    'error.roleInUse': '角色“{name}”仍有 {count} 个用户在使用，请先取消他们的该角色',
    'error.roleMenusUnknown': '权限：以下菜单不存在：{ids}',
    'error.rolesUnknown': '角色：所选角色不存在',
    'field.nameEn': '英文名称',
    'field.description': '描述',
    'field.descriptionEn': '英文描述',
    'field.menuIds': '权限',
  },
);
