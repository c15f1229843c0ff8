// Standalone development only: the dynamic import lets shared modules be negotiated first.
void import('./standalone.ts');
