% written for this corpus by a find-only hunt (session 23; strings, terms, numbers and printing)
% Type checks on numbers (rational/1 always fails) and printing with writenl/1 in a directive
:- writenl(start, 1, 2).
val(a, 3). val(b, 2.5). val(c, 1).
0.5::pick(a); 0.3::pick(b); 0.2::pick(c).
chosen_int :- pick(X), val(X, V), integer(V).
chosen_rat :- pick(X), val(X, V), rational(V).
chosen_num :- pick(X), val(X, V), number(V).
query(chosen_int). query(chosen_rat). query(chosen_num).
