"""Reference figures for voucherFigures.test.ts, computed apart from the TypeScript code: Python's decimal
module at 50 digits, centavos ROUND_HALF_UP. A coupon takes the same share off every line, the centavos
left by flooring going to the largest remainders; shipping is a line at 21 % IVA. Per IVA rate:
BaseImp = gross / (1 + IVA) rounded, Importe = gross - BaseImp; the price without national taxes
sum(gross x (1 - t)) / (1 + IVA) rounded, and the internal taxes ("otros impuestos nacionales indirectos")
BaseImp - that price. Also printed: how far each Importe is from BaseImp x IVA (ARCA tolerates a centavo).
Run: python3 domain/src/invoicing/voucherReferenceFigures.py"""
from decimal import Decimal as D, getcontext, ROUND_HALF_UP, ROUND_FLOOR

getcontext().prec = 50
CENT = D("0.01")


def cents(x):
    return x.quantize(CENT, rounding=ROUND_HALF_UP)


def shares(paid, grosses):
    total = sum(grosses)
    exact = [D(paid) * g / total for g in grosses]
    floors = [x.quantize(CENT, rounding=ROUND_FLOOR) for x in exact]
    left = int((D(paid) - sum(floors)) / CENT)
    order = sorted(range(len(grosses)), key=lambda i: (-(exact[i] - floors[i]), i))
    for i in order[:left]:
        floors[i] += CENT
    return floors


def voucher(lines, paid=None, shipping="0"):
    grosses = [D(p) * q for p, q, iva, t in lines]
    subtotal = sum(grosses)
    paid = subtotal if paid is None else D(paid)
    paid_lines = shares(paid, grosses)
    taxed = [(g, D(iva), D(t)) for g, (p, q, iva, t) in zip(paid_lines, lines)]
    if D(shipping) > 0:
        taxed.append((D(shipping), D(21), D(0)))
    rates = sorted({iva for g, iva, t in taxed if g > 0}, reverse=True)
    gross = {r: sum(g for g, iva, t in taxed if iva == r) for r in rates}
    base = {r: cents(gross[r] / (1 + r / 100)) for r in rates}
    vat = {r: gross[r] - base[r] for r in rates}
    net = {r: cents(sum(g * (1 - t / 100) for g, iva, t in taxed if iva == r) / (1 + r / 100)) for r in rates}
    internal = sum(base[r] - net[r] for r in rates)
    return dict(total=paid + D(shipping), alic=[(r, base[r], vat[r]) for r in rates], neto=sum(base.values()), iva=sum(vat.values()),
                internal=internal, without=sum(net.values()), off_by=[vat[r] - base[r] * r / 100 for r in rates])


cart = [("339999.00", 2, "10.5", 0), ("54999.50", 1, 21, 17), ("24999.99", 1, 21, 0)]
cases = {
    "one 21 % line": ([("339999.00", 1, 21, 0)], None, "0"),
    "21 % and 10,5 % lines": ([("339999.00", 1, "10.5", 0), ("24999.99", 1, 21, 0)], None, "0"),
    "internal taxes": ([("54999.50", 1, 21, 17)], None, "0"),
    "cart, no coupon": (cart, None, "0"),
    "cart, 10 % coupon": (cart, "683997.74", "0"),
    "cart, 10 % coupon and shipping 8500": (cart, "683997.74", "8500"),
    "quantities": ([("189999.99", 3, "10.5", "9.5"), ("1999.99", 7, 21, 0)], None, "0"),
    "shipping alone on a 10,5 % product": ([("100.00", 1, "10.5", 0)], None, "1.00"),
}
for name, (lines, paid, shipping) in cases.items():
    v = voucher(lines, paid, shipping)
    print(f"{name}:")
    for key, value in v.items():
        print(f"  {key}: {value}")

# The QR (RG 4892/2020): the JSON, compact, fields in the specification's order, in standard base64.
import base64
import json

qr = {"ver": 1, "fecha": "2026-11-26", "cuit": 30999999995, "ptoVta": 1, "tipoCmp": 6, "nroCmp": 1,
      "importe": 692497.74, "moneda": "PES", "ctz": 1, "tipoDocRec": 86, "nroDocRec": 20301112220,
      "tipoCodAut": "E", "codAut": 76123456789012}
print("QR url: https://www.afip.gob.ar/fe/qr/?p=" + base64.b64encode(json.dumps(qr, separators=(",", ":")).encode()).decode())
