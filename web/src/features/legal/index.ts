export { TermsPage, PrivacyPage, RefundPage } from './components/LegalDocument';
export { ContactPage } from './components/ContactPage';
export { AboutPage } from './components/AboutPage';
