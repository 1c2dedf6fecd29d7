/**
 * Every information page in one lazy module: the router's table names each page once, and nine chunks with their
 * shared pieces would have added their file names to the first load's preload map (decision 012's budget).
 */
export { Component as Contact } from "./ContactPage";
export { Component as Cookies } from "./CookiesPage";
export { Component as Faq } from "./FaqPage";
export { Component as HowItWorks } from "./HowItWorksPage";
export { Component as OurStory } from "./OurStoryPage";
export { Component as PressMedia } from "./PressMediaPage";
export { Component as Privacy } from "./PrivacyPage";
export { Component as Sustainability } from "./SustainabilityPage";
export { Component as Terms } from "./TermsPage";
