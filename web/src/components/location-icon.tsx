import { MapPinIcon, PhoneIcon, VideoIcon, type LucideIcon } from 'lucide-react';
import type { LocationKind } from '@core/location/appointment-location.ts';

const ICONS: Record<LocationKind, LucideIcon> = {
  in_person: MapPinIcon,
  phone: PhoneIcon,
  online: VideoIcon,
};

/** The icon of a place: a pin in person, a phone, a camera online. */
export const locationIconOf = (kind: LocationKind | undefined): LucideIcon =>
  kind ? ICONS[kind] : MapPinIcon;
