export { MobileBottomNav, type MobileBottomNavProps, type NavSection } from './MobileBottomNav';
