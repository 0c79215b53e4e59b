% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% answers with quoted atoms, negative numbers and operators as atoms
0.5::move('North') ; 0.5::move('South-East').
0.4::temp(-3) ; 0.6::temp(12).
op_of(plus, +). op_of(minus, -).
0.3::chosen(plus) ; 0.7::chosen(minus).
apply_op(O) :- chosen(N), op_of(N, O).
dir(D) :- move(D).
freezing :- temp(T), T < 0.
query(dir(D)).
query(temp(T)).
query(apply_op(O)).
query(freezing).
