"""Reference figures for taxes.test.ts, computed apart from the TypeScript code: Python's decimal module
at 50 digits, centavos rounded ROUND_HALF_UP once per figure. Internal taxes read "de adentro hacia afuera"
(Ley 24.674): the nominal rate t is a share of the price before IVA that includes the tax itself, so
net = final / (1 + IVA) * (1 - t). A total: the lines' figures (quantity x unit figure) scaled by the share of
the products the coupon leaves, plus shipping's figure at 21 % IVA.
Run: python3 domain/src/taxReferenceFigures.py"""
from decimal import Decimal as D, getcontext, ROUND_HALF_UP

getcontext().prec = 50
CENT = D("0.01")


def cents(x):
    return x.quantize(CENT, rounding=ROUND_HALF_UP)


def net(price, iva, internal):
    return cents(D(price) / (1 + D(iva) / 100) * (1 - D(internal) / 100))


def total(lines, after_discount=None, shipping=None):
    products = sum(net(p, iva, t) * q for p, q, iva, t in lines)
    subtotal = sum(D(p) * q for p, q, iva, t in lines)
    if after_discount is not None:
        products = cents(products * D(after_discount) / subtotal)
    return products + (net(shipping, 21, 0) if shipping is not None else 0)


for price, iva, t in [("339999.00", 21, 0), ("339999.00", "10.5", 0), ("189999.99", "10.5", "9.5"),
                      ("54999.50", 21, 17), ("0.01", 21, 0), ("100", 21, 100), ("8500", 21, 0)]:
    print(f"unit {price} IVA {iva} internal {t}: {net(price, iva, t)}")

print("line 3 x 189999.99 @ 10.5/9.5:", net("189999.99", "10.5", "9.5") * 3)

cart = [("339999.00", 2, "10.5", 0), ("54999.50", 1, 21, 17), ("24999.99", 1, 21, 0)]
subtotal = sum(D(p) * q for p, q, _, _ in cart)
ten_percent = subtotal - cents(subtotal * D("0.10"))
print("cart subtotal", subtotal, "net", total(cart))
print("cart 10 % coupon -> products", ten_percent, "net", total(cart, ten_percent))
print("cart 10 % coupon + shipping 8500 net", total(cart, ten_percent, "8500"))
print("cart fixed 5000 coupon -> net", total(cart, subtotal - 5000))
# Exactly half a centavo after the coupon's share: 8.26 x 7.50 / 10.00 = 6.195, which binary floats miss.
half = [("10.00", 1, 21, 0)]
print("half: unit net", net("10.00", 21, 0), "after a 25 % coupon", total(half, "7.50"))
