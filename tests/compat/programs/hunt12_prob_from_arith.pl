% hunt12: probabilities computed in the body (P is ...), used by probabilistic rules
n(1). n(2). n(3). n(4).
P::on(X) :- n(X), P is 1 / (X + 1).
count(C) :- findall(X, on(X), L), length(L, C).
query(on(_)).
query(count(_)).
