import { useRole } from '@/shared/lib/session';
import { VipLevelsPanel } from './vip-levels';
import './rewards.css';

/** /m/vip: the VIP levels for everyone (visitors and trial accounts too); a real member's standing on top. */
export function VipScreen() {
  const role = useRole();
  return (
    <div className="rewards-page">
      <VipLevelsPanel member={role === 'member' || role === 'agent'} />
    </div>
  );
}
