import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import CasinoIcon from '@mui/icons-material/Casino';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import FlightIcon from '@mui/icons-material/Flight';
import HotelIcon from '@mui/icons-material/Hotel';
import NightlifeIcon from '@mui/icons-material/Nightlife';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SpaIcon from '@mui/icons-material/Spa';
import StarIcon from '@mui/icons-material/Star';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { SvgIconComponent } from '@mui/icons-material';
import type { FeatureIconName } from '@/lib/model/icons/featureIconNames';

/** Feature icon names mapped to MUI icons, each imported on its own so only these ship. */
export const FEATURE_ICONS: Record<FeatureIconName, SvgIconComponent> = {
  Casino: CasinoIcon,
  Hotel: HotelIcon,
  Nightlife: NightlifeIcon,
  Beach: BeachAccessIcon,
  Boat: DirectionsBoatIcon,
  Restaurant: RestaurantIcon,
  Spa: SpaIcon,
  Planner: SupportAgentIcon,
  Flight: FlightIcon,
  Star: StarIcon,
  Shield: VerifiedUserIcon,
  Heritage: AccountBalanceIcon,
};
