// Thin hooks over the shop operations. The cart lives in one cached query (ShopCart): every cart mutation
// answers the whole cart (priced by the server), which is written back there, and so is every cartUpdated
// event from another tab or device.
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  AddToCartDocument,
  CheckoutAddressDocument,
  OrderUpdatedDocument,
  PlaceOrderDocument,
  ProductReviewsDocument,
  RemoveFromCartDocument,
  ReviewProductDocument,
  SetCartQuantityDocument,
  ShopCartDocument,
  ShopOrdersDocument,
  ShopProductDocument,
  ShopProductsDocument,
  CartUpdatedDocument,
  type CartFieldsFragment,
  type ShopProductsQueryVariables,
} from '../../../gql/graphql';
import { useSubscriptionEvents } from '../../../shared/api/use-subscription-events';

export type Cart = CartFieldsFragment;

export function useProducts(variables: ShopProductsQueryVariables) {
  return useQuery(ShopProductsDocument, { variables, fetchPolicy: 'cache-and-network' });
}

export function useProduct(id: string) {
  return useQuery(ShopProductDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}

export function useReviews(productId: string) {
  return useQuery(ProductReviewsDocument, { variables: { productId }, fetchPolicy: 'cache-and-network' });
}

/** The cart, kept fresh by cartUpdated (another tab or device changed it). */
export function useCart() {
  const result = useQuery(ShopCartDocument, { fetchPolicy: 'cache-and-network' });
  useSubscriptionEvents(CartUpdatedDocument, {
    onData: ({ client, data }) => {
      if (data.data) client.writeQuery({ query: ShopCartDocument, data: { cart: data.data.cartUpdated } });
    },
  });
  return result;
}

const toCart = {
  update: (cache: ApolloCache, cart: Cart) => {
    cache.writeQuery({ query: ShopCartDocument, data: { cart } });
  },
};

export function useAddToCart() {
  return useMutation(AddToCartDocument, { update: (cache, r) => r.data && toCart.update(cache, r.data.addToCart) });
}

export function useSetCartQuantity() {
  return useMutation(SetCartQuantityDocument, {
    update: (cache, r) => r.data && toCart.update(cache, r.data.setCartQuantity),
  });
}

export function useRemoveFromCart() {
  return useMutation(RemoveFromCartDocument, {
    update: (cache, r) => r.data && toCart.update(cache, r.data.removeFromCart),
  });
}

export function useCheckoutAddress() {
  return useQuery(CheckoutAddressDocument, { fetchPolicy: 'network-only' });
}

/** The cart is emptied by the server: re-read it (and the orders) after placing. */
export function usePlaceOrder() {
  return useMutation(PlaceOrderDocument, {
    refetchQueries: [{ query: ShopCartDocument }, { query: ShopOrdersDocument }],
  });
}

/** Orders, with their status changing live (payment recorded). Apollo merges the event by id. */
export function useOrders() {
  const result = useQuery(ShopOrdersDocument, { fetchPolicy: 'cache-and-network' });
  useSubscription(OrderUpdatedDocument);
  return result;
}

export function useReviewProduct(productId: string) {
  return useMutation(ReviewProductDocument, {
    refetchQueries: [{ query: ProductReviewsDocument, variables: { productId } }, { query: ShopProductDocument, variables: { id: productId } }],
  });
}
