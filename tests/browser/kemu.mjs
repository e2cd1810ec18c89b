export const kemuTests = [];
