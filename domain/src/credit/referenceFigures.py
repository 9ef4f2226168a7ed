"""Reference figures for loanQuote.test.ts and installmentOffer.test.ts, computed apart from the
TypeScript code: Python's decimal module at 50 digits, centavos rounded ROUND_HALF_UP, the IRR by the
secant method (not the TypeScript's bisection), BCRA's 30-day periods (365/30 a year).
Run: python3 domain/src/credit/referenceFigures.py"""
from decimal import Decimal as D, getcontext, ROUND_HALF_UP

getcontext().prec = 50
CENT = D("0.01")
N_YEAR = D(365) / D(30)


def cents(x):
    return x.quantize(CENT, rounding=ROUND_HALF_UP)


def annual(i):
    return ((1 + i) ** N_YEAR - 1) * 100


def irr(received, payments):  # payments: list of (period, amount)
    f = lambda r: sum(a / (1 + r) ** t for t, a in payments) - received
    a, b = D("0.01"), D("0.02")
    for _ in range(100):
        if f(b) == f(a):
            break
        a, b = b, b - f(b) * (b - a) / (f(b) - f(a))
    return b


def quote(capital, n, tna, iva=D(21), granting=D(0), fee=D(0), insurance=D(0)):
    i = tna / 100 * D(30) / D(365)
    pmt = cents(capital / n) if i == 0 else cents(capital * i / (1 - (1 + i) ** -n))
    owed, rows = capital, []
    for k in range(1, n + 1):
        interest = cents(owed * i)
        if k == n:  # the last never costs more than the fixed instalment: the lender gives up the centavos
            interest = min(interest, max(D(0), pmt - owed))
        cap = owed if k == n else min(owed, pmt - interest)
        v = cents(interest * iva / 100)
        ch = cents(fee + cents(owed * insurance / 100))
        rows.append((k, interest, v, ch, cap, cap + interest + v + ch, owed - cap))
        owed -= cap
    g = cents(capital * granting / 100)
    tot = [r[5] for r in rows]
    cft = annual(irr(capital, [(0, g)] + [(k + 1, t) for k, t in enumerate(tot)]))
    cft_no_iva = annual(irr(capital, [(0, g)] + [(r[0], r[5] - r[2]) for r in rows]))
    print(f"capital {capital} n {n} TNA {tna} IVA {iva} granting {granting} fee {fee} insurance {insurance}")
    print(f"  pure {pmt} first {rows[0][5]} total {sum(tot)} interest {sum(r[1] for r in rows)} iva {sum(r[2] for r in rows)}")
    print(f"  TEA {annual(i):.6f} CFTEA {cft:.6f} CFTEA sin IVA {cft_no_iva:.6f}")
    for r in rows:
        print("  ", *r)


def offer(final, cuota, n=6):
    r = irr(final, [(k, cuota) for k in range(1, n + 1)])
    print(f"offer {final} {n} x {cuota}: total {cents(cuota * n)} TNA {r * N_YEAR * 100:.6f} TEA {annual(r):.6f}")


quote(D(569997), 12, D("70.53"))
quote(D(569997), 12, D("70.53"), iva=D(0))
quote(D(569997), 12, D(0))
quote(D(100000), 6, D(0))
quote(D(500000), 12, D("80"), granting=D(3), fee=D(1500), insurance=D("0.1"))
offer(D(407999), D("79999.83"))
offer(D(339999), D("66666.50"))
