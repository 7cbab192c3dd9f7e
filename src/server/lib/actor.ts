/** Who is asking: the signed-in user a service acts for. Services never see the HTTP context. */
export interface Actor {
  userId: string;
  /**
   * Whether this instance bills (Stripe configured), so the free plan's limits hold for this
   * actor; absent means no limits, the self-hosted default (PRODUCT-SPEC reading 8).
   */
  billingEnabled?: boolean;
}
