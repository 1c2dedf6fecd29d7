/**
 * What a person whose account an admin suspended (/admin/travelers) is told when they try to sign in, in every way
 * (password, codes, links, identity providers). The spec has no words for it (it has no suspension).
 */
import { BRAND } from "./brand";

export const ACCOUNT_SUSPENDED_MESSAGE = `Your account is suspended. If you think this is a mistake, write to ${BRAND.supportEmail}.`;
