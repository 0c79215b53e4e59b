% standard order of terms: compare/3, @< and ==
o(O) :- compare(O, 1, 1.0).
o2(O) :- compare(O, a, "a").
o3(O) :- compare(O, f(b), g(a)).
o4(O) :- compare(O, f(a, b), g(a)).
lt :- 2 @< a.
lt2 :- f(X) @< f(Y).
eq :- f(X) == f(X).
ne :- f(X) \== f(Y).
s(L) :- sort([c, 1, b(1), "z", 2.0, a, b(0), 1.0], L).
query(o(_)). query(o2(_)). query(o3(_)). query(o4(_)). query(lt). query(lt2). query(eq). query(ne). query(s(_)).
