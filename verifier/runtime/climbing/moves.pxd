# Cython's declarations for moves.py (an "augmenting" .pxd: Python ignores it, the .py is the reference). The
# counts typed here are numbers of cards and rank indices (small), so C integers hold them exactly.
import cython

@cython.locals(S=Py_ssize_t, B=Py_ssize_t, need_big=Py_ssize_t, need_jokers=Py_ssize_t, least_jokers=Py_ssize_t,
               M_all=Py_ssize_t, low=Py_ssize_t, above=Py_ssize_t, extra=Py_ssize_t, core=Py_ssize_t)
cpdef has_beat(relation, hand, standing, req=*)

@cython.locals(S=Py_ssize_t, B=Py_ssize_t, small_i=Py_ssize_t, big_i=Py_ssize_t, need_big=Py_ssize_t,
               need_jokers=Py_ssize_t, above=Py_ssize_t, s_max=Py_ssize_t, b_max=Py_ssize_t, M_all=Py_ssize_t,
               M=Py_ssize_t, lo=Py_ssize_t, core=Py_ssize_t, held=Py_ssize_t, s=Py_ssize_t, b=Py_ssize_t,
               rest=Py_ssize_t, low=Py_ssize_t, high=Py_ssize_t, k=Py_ssize_t, attach=bint)
cpdef list _generate(ranks, hand, req)

@cython.locals(b=Py_ssize_t, s=Py_ssize_t, m=Py_ssize_t, k=Py_ssize_t, first=Py_ssize_t, last=Py_ssize_t,
               size=Py_ssize_t)
cpdef _leads_of(list out, Py_ssize_t core, Py_ssize_t held, Py_ssize_t M, Py_ssize_t s_max, Py_ssize_t b_max,
                Py_ssize_t lo, hi)
