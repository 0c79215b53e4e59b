"""Program text for DeepProbLog's multi-digit addition with fixed-weight digit ADs."""


def program(n: int, query_sum: int | None = None) -> str:
    """Two n-digit numbers whose digits are uniform ADs over 0..9; one ground query."""
    lines = []
    images = [f"a{i}" for i in range(n)] + [f"b{i}" for i in range(n)]
    for img in images:
        lines.append("; ".join(f"0.1::digit({img},{d})" for d in range(10)) + ".")
    lines += [
        "number([],Result,Result).",
        "number([H|T],Acc,Result) :- digit(H,Nr), Acc2 is Nr+10*Acc, number(T,Acc2,Result).",
        "number(X,Y) :- number(X,0,Y).",
        "multi_addition(X,Y,Z) :- number(X,X2), number(Y,Y2), Z is X2+Y2.",
    ]
    if query_sum is None:
        query_sum = int("9" * n) // 2 + 1 if n > 1 else 9
    xs = ",".join(images[:n])
    ys = ",".join(images[n:])
    lines.append(f"query(multi_addition([{xs}],[{ys}],{query_sum})).")
    return "\n".join(lines) + "\n"


def expected(n: int, query_sum: int) -> float:
    """P(sum) by counting digit pairs: each of the 10^(2n) worlds has weight 10^(-2n)."""
    top = 10 ** n
    count = sum(1 for x in range(top) if 0 <= query_sum - x < top)
    return count / top ** 2
