"""Reference figures for taxes.test.ts, computed apart from the TypeScript code: Python's decimal module
at 50 digits, centavos rounded ROUND_HALF_UP once per figure. Internal taxes read "de adentro hacia afuera"
(Ley 24.674): the nominal rate t is a share of the price before IVA that includes the tax itself, so
net = final / (1 + IVA) * (1 - t). A line: quantity x unit price, then the same formula, rounded once. A
total: a coupon shared among the lines in proportion to their gross (centavos floored, the ones left to the
largest remainders), shipping a line at 21 % IVA, then per IVA rate sum(gross x (1 - t)) / (1 + IVA) rounded
once, and the rates added.
Run: python3 domain/src/taxReferenceFigures.py"""
from decimal import Decimal as D, getcontext, ROUND_FLOOR, ROUND_HALF_UP

getcontext().prec = 50
CENT = D("0.01")


def cents(x):
    return x.quantize(CENT, rounding=ROUND_HALF_UP)


def net(price, iva, internal):
    return cents(D(price) / (1 + D(iva) / 100) * (1 - D(internal) / 100))


def shares(paid, grosses):
    total = sum(grosses)
    exact = [D(paid) * g / total for g in grosses]
    floors = [x.quantize(CENT, rounding=ROUND_FLOOR) for x in exact]
    left = int((D(paid) - sum(floors)) / CENT)
    order = sorted(range(len(grosses)), key=lambda i: (-(exact[i] - floors[i]), i))
    for i in order[:left]:
        floors[i] += CENT
    return floors


def total(lines, after_discount=None, shipping=None):
    grosses = [D(p) * q for p, q, iva, t in lines]
    paid = sum(grosses) if after_discount is None else D(after_discount)
    taxed = [(g, D(iva), D(t)) for g, (p, q, iva, t) in zip(shares(paid, grosses) if paid > 0 else grosses, lines)]
    if paid <= 0:
        taxed = []
    if shipping is not None:
        taxed.append((D(shipping), D(21), D(0)))
    rates = {iva for g, iva, t in taxed}
    return sum(cents(sum(g * (1 - t / 100) for g, iva, t in taxed if iva == r) / (1 + r / 100)) for r in rates)


for price, iva, t in [("339999.00", 21, 0), ("339999.00", "10.5", 0), ("189999.99", "10.5", "9.5"),
                      ("54999.50", 21, 17), ("0.01", 21, 0), ("100", 21, 100), ("8500", 21, 0)]:
    print(f"unit {price} IVA {iva} internal {t}: {net(price, iva, t)}")

print("line 3 x 189999.99 @ 10.5/9.5:", net(D("189999.99") * 3, "10.5", "9.5"), "(3 x the unit's:", net("189999.99", "10.5", "9.5") * 3, ")")

cart = [("339999.00", 2, "10.5", 0), ("54999.50", 1, 21, 17), ("24999.99", 1, 21, 0)]
subtotal = sum(D(p) * q for p, q, _, _ in cart)
ten_percent = subtotal - cents(subtotal * D("0.10"))
print("cart subtotal", subtotal, "net", total(cart))
print("cart 10 % coupon -> products", ten_percent, "net", total(cart, ten_percent))
print("cart 10 % coupon + shipping 8500 net", total(cart, ten_percent, "8500"))
print("cart fixed 5000 coupon -> net", total(cart, subtotal - 5000))
# Exactly half a centavo: 1.21 / 1.21 x (1 - 0.5 %) = 0.995, which binary floats miss.
print("half: unit net", net("1.21", 21, "0.5"), "total", total([("1.21", 1, 21, "0.5")]))
