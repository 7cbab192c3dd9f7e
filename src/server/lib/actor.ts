/** Who is asking: the signed-in user a service acts for. Services never see the HTTP context. */
export interface Actor {
  userId: string;
}
