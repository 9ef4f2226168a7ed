-- A card or Mercado Pago order paid in the products' "6 cuotas fijas": the plan the provider charges
-- (instalments, instalment, cash total, total financed, TNA, TEA, CFTEA), null for one payment.
ALTER TABLE orders ADD COLUMN card_plan jsonb;

-- The instalments a provider reported with a payment: a payment in other instalments than the
-- order's plan does not pay it, and the staff see why.
ALTER TABLE payment_events ADD COLUMN installments integer;

-- The sandboxes keep the instalments the shop asked for, show them and report them with the payment.
ALTER TABLE sandbox_checkouts ADD COLUMN installments integer NOT NULL DEFAULT 1;
