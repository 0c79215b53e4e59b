% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% feature flags as bit masks
0.5::flag(0). 0.3::flag(1). 0.8::flag(2).
mask(M) :- findall(B, flag(B), Bs), foldbits(Bs, 0, M).
foldbits([], M, M).
foldbits([B|Bs], A, M) :- A1 is A \/ (1 << B), foldbits(Bs, A1, M).
has_both(M) :- mask(M), M /\ 5 =:= 5.
query(mask(M)).
query(has_both(_)).
