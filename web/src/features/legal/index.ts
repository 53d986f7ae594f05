export { TermsPage, PrivacyPage, RefundPage } from './components/legal-document';
export { ContactPage } from './components/contact-page';
export { AboutPage } from './components/about-page';
