% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% sensor calibration with math functions
0.6::reading(r1, 4) ; 0.4::reading(r1, 9).
0.5::offset(-2) ; 0.5::offset(3).
calibrated(V) :- reading(r1, R), offset(O), V is sqrt(R) + abs(O).
level(L) :- calibrated(V), L is floor(V).
level_c(L) :- calibrated(V), L is ceiling(V).
signed(S) :- offset(O), S is sign(O).
trunc(T) :- reading(r1, R), T is truncate(R / 2).
query(calibrated(V)).
query(level(L)).
query(level_c(L)).
query(signed(S)).
query(trunc(T)).
