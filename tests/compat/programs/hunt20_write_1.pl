% write/1, writeln/1, writenl/N, nl and debugprint/N inside probabilistic rules, answers unchanged
0.5::a. 0.3::b.
r :- write(r_start), nl, a, writeln(after_a).
s :- debugprint(in_s, 1), b, writenl(done, s).
t :- write('quoted atom'), write(" and string"), nl, (a ; b).
u :- write(f(X, "s", 'A', [1, 2])), nl, X = 1, a.
query(r). query(s). query(t). query(u).
