% term syntax corners (ws5): spaces after prefix minus, nested list tails, operator terms as values
q(X) :- X = [a|[b|[c|[]]]].
r(X) :- X = [a|[]].
s(X) :- X = "".
t(X) :- X = [ ].
query(q(_)). query(r(_)). query(s(_)). query(t(_)).
