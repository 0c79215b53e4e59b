% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% probabilities computed from data in the head
rate(a, 3, 10). rate(b, 1, 4). rate(c, 0, 5).
P::defect(X) :- rate(X, K, N), P is K / N.
0.5*0.8::shipped(a). 1-0.25::shipped(b). 0.1+0.2::shipped(c).
bad_shipment :- shipped(X), defect(X).
query(defect(X)).
query(bad_shipment).
