export { AppDownloadBanner, type AppDownloadBannerProps } from './AppDownloadBanner';
