// The sidebar's menu: every signed-in route of spec §2, grouped. The Admin group is listed only for admins
// (the route itself stays reachable, as the spec shows no role check).
import type { ReactElement } from 'react';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AirOutlined from '@mui/icons-material/AirOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import BedtimeOutlined from '@mui/icons-material/BedtimeOutlined';
import BloodtypeOutlined from '@mui/icons-material/BloodtypeOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import SelfImprovementOutlined from '@mui/icons-material/SelfImprovementOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import WatchOutlined from '@mui/icons-material/WatchOutlined';
import type { ParseKeys } from 'i18next';
import { paths } from '../../paths';

export interface SidebarItem {
  path: string;
  title: ParseKeys;
  icon: ReactElement;
  /** Active only on exactly this path (not on paths below it). */
  end?: boolean;
  /** Also active below this prefix, e.g. the record list for /mrecord/:mrId. */
  activeUnder?: string;
}

export interface SidebarGroup {
  id: string;
  title: ParseKeys;
  adminOnly?: boolean;
  items: SidebarItem[];
}

export const SIDEBAR_GROUPS: SidebarGroup[] = [
  {
    id: 'home',
    title: 'nav.groups.home',
    items: [{ path: paths.overview, title: 'nav.overview', icon: <DashboardOutlined /> }],
  },
  {
    id: 'records',
    title: 'nav.groups.records',
    items: [
      {
        path: paths.records.list,
        title: 'nav.mrecords',
        icon: <FolderSharedOutlined />,
        activeUnder: `${paths.records.blank}/`,
      },
      { path: paths.records.blank, title: 'nav.mrecord', icon: <NoteAddOutlined />, end: true },
    ],
  },
  {
    id: 'twin',
    title: 'nav.groups.twin',
    items: [
      { path: paths.twin.blood, title: 'nav.blood', icon: <BloodtypeOutlined /> },
      { path: paths.twin.vascular, title: 'nav.vascular', icon: <AccountTreeOutlined /> },
      { path: paths.twin.brain, title: 'nav.brain', icon: <PsychologyOutlined /> },
      { path: paths.twin.kidney, title: 'nav.kidney', icon: <FilterAltOutlined /> },
      { path: paths.twin.liver, title: 'nav.liver', icon: <SpaOutlined /> },
      { path: paths.twin.digestion, title: 'nav.digestion', icon: <RestaurantOutlined /> },
      { path: paths.twin.eye, title: 'nav.eye', icon: <VisibilityOutlined /> },
    ],
  },
  {
    id: 'live',
    title: 'nav.groups.live',
    items: [
      { path: paths.live.hbr, title: 'nav.hbr', icon: <MonitorHeartOutlined /> },
      { path: paths.live.box, title: 'nav.box', icon: <AirOutlined /> },
      { path: paths.live.glc, title: 'nav.glc', icon: <ScienceOutlined /> },
      { path: paths.live.bp, title: 'nav.bp', icon: <SpeedOutlined /> },
      { path: paths.live.stress, title: 'nav.stress', icon: <SelfImprovementOutlined /> },
      { path: paths.live.sleep, title: 'nav.sleep', icon: <BedtimeOutlined /> },
    ],
  },
  {
    id: 'services',
    title: 'nav.groups.services',
    items: [
      { path: paths.gadgets, title: 'nav.gadgets', icon: <WatchOutlined /> },
      { path: paths.ai, title: 'nav.ai', icon: <SmartToyOutlined /> },
      { path: paths.invoices, title: 'nav.invoices', icon: <ReceiptLongOutlined /> },
      { path: paths.apps.email, title: 'nav.messages', icon: <MailOutlined /> },
      { path: paths.apps.tickets, title: 'nav.tickets', icon: <SupportAgentOutlined /> },
      { path: paths.apps.notes, title: 'nav.notes', icon: <EditNoteOutlined /> },
      { path: paths.apps.blogPosts, title: 'nav.blog', icon: <ArticleOutlined />, activeUnder: '/apps/blog/' },
      { path: paths.apps.chats, title: 'nav.chats', icon: <ChatOutlined /> },
      { path: paths.apps.contacts, title: 'nav.contacts', icon: <ContactPhoneOutlined /> },
      // A product's detail page belongs to the shop entry.
      { path: paths.shop.list, title: 'nav.shop', icon: <StorefrontOutlined />, activeUnder: '/apps/ecommerce/detail/' },
      { path: paths.shop.orders, title: 'nav.orders', icon: <ShoppingBagOutlined /> },
    ],
  },
  {
    id: 'account',
    title: 'nav.groups.account',
    items: [
      { path: paths.user, title: 'nav.user', icon: <PersonOutlined /> },
      { path: paths.userProfile.own, title: 'nav.userProfile', icon: <GroupsOutlined />, activeUnder: `${paths.userProfile.own}/` },
      { path: paths.personalInfo, title: 'nav.personalInfo', icon: <BadgeOutlined /> },
      { path: paths.preferences, title: 'nav.preferences', icon: <TuneOutlined /> },
    ],
  },
  {
    id: 'admin',
    title: 'nav.groups.admin',
    adminOnly: true,
    items: [
      { path: paths.admin.users, title: 'nav.adminUsers', icon: <AdminPanelSettingsOutlined /> },
      { path: paths.shop.adminProducts, title: 'nav.shopProducts', icon: <Inventory2Outlined /> },
    ],
  },
];
