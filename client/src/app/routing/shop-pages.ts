// The shop pages, bundled as one 'shop' chunk (their strings load with them: shopNamespace).
export { ShopPage } from '../../features/shop/pages/shop-page';
export { ProductPage } from '../../features/shop/pages/product-page';
export { CheckoutPage } from '../../features/shop/pages/checkout-page';
export { OrdersPage } from '../../features/shop/pages/orders-page';
export { AdminProductsPage } from '../../features/shop/pages/admin-products-page';
