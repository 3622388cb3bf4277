export { CustomerServiceProvider, useCustomerService } from './components/customer-service-provider';
export { CustomerServiceWidget } from './components/customer-service-widget';
