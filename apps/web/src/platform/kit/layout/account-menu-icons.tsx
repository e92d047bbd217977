import { AuditOutlined, InboxOutlined, SettingOutlined } from '@ant-design/icons';

// The icons a module's account-menu entry may name: loaded with the account menu only, so a
// manifest (part of every page's first script) names its icon without importing it.

export const ACCOUNT_MENU_ICONS = {
  audit: AuditOutlined,
  inbox: InboxOutlined,
  settings: SettingOutlined,
};

export type AccountMenuIcon = keyof typeof ACCOUNT_MENU_ICONS;
