msg('line\nbreak'). msg('tab\there'). msg('back\\slash'). msg("quo\"te"). msg('it\'s').
0.5::shown(M) :- msg(M).
query(shown(M)).
same :- 'line\nbreak' == 'line\nbreak'.
query(same).
