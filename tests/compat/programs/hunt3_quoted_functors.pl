% functors written quoted are the same functors (ProbLog prints them quoted, as written)
t('hello'(world)). t('-'(1)). t('+'(1,2)). t('Abc'(x)). t('a b'(x)). t(f('g'(1))). t('[]'(1)). t('mod'(7,2)).
t(X) :- X = 'f'(Y), Y = 'k'.
u(X) :- X is '+'(1, 2).
query(t(_)). query(u(_)).
