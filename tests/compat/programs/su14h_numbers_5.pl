% large integer arithmetic and printing
f(0, 1).
f(N, F) :- N > 0, M is N - 1, f(M, G), F is N * G.
query(f(25, F)).
query(f(30, F)).
big(X) :- X is 12345678901234567890 * 98765432109876543210.
query(big(X)).
h(X) :- X is 2 ** 64 - 1.
query(h(X)).
