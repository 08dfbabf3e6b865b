import { useAnnouncements } from '../announcements/use-announcements';
import styles from './banner.module.css';
import { BannerLink } from './banner-link';

/** Spec 2.5: the w_leftmenu banners, shown in the side menu below its entries. */
export function SideBanners() {
  const { data } = useAnnouncements();
  const banners = data?.banners.filter((banner) => banner.groupName === 'w_leftmenu') ?? [];
  if (banners.length === 0) return null;
  return (
    <ul className={styles.sideList}>
      {banners.map((banner) => (
        <li key={banner.id} className={styles.side}>
          <BannerLink banner={banner} />
        </li>
      ))}
    </ul>
  );
}
