import { CommunitiesSection, type CommunityDialog } from './communities-section';
import { CommunityRequestsSection } from './community-requests-section';
import { PropertyLeadsSection } from './property-leads-section';
import { ServiceZipsSection } from './service-zips-section';

/**
 * Where we serve (docs/product.md#service-areas): the office edits it here, no release needed;
 * and the properties asking to be served (docs/product.md#property-leads).
 */
export function ServiceAreaSections({
  communityDialogs = [],
}: {
  /** Dialogs about one community that the route brings from other features. */
  communityDialogs?: readonly CommunityDialog[];
}) {
  return (
    <div className="grid gap-10">
      <CommunityRequestsSection />
      <CommunitiesSection dialogs={communityDialogs} />
      <PropertyLeadsSection />
      <ServiceZipsSection />
    </div>
  );
}
